import 'react';

// The Invoker Commands attributes (HTML `command` / `commandfor`) are not in React's types
// yet. React passes them to the DOM as they are; they let a button open a dialog without script.
declare module 'react' {
  // The type parameter must match React's own declaration to merge with it.
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  interface ButtonHTMLAttributes<T> {
    /** Id of the element the button controls. */
    commandfor?: string;
    /** What to do to it. */
    command?: 'show-modal' | 'close' | 'request-close' | 'toggle-popover' | 'show-popover' | 'hide-popover' | `--${string}`;
  }
}
