'use client';

import { ErrorFallback } from '@/components/ErrorFallback/ErrorFallback';
import { inter } from '@/styles/fonts';
import '@/styles/global.css';

/** A render error in the root layout itself: replaces the whole document. */
export default function GlobalError(props: { error: Error & { digest?: string }; reset: () => void }) {
  return (
    <html lang="en" className={inter.variable}>
      <body>
        <main id="main">
          <ErrorFallback {...props} />
        </main>
      </body>
    </html>
  );
}
