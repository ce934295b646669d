interface PrivacyLineProps {
  /** The note, its service named. */
  text: string;
  /** The privacy page. */
  privacy: { label: string; href: string };
}

/**
 * The words of the form's privacy note, linked to the privacy page: rendered on the server and
 * handed to the form, which sets them in its footnote (no link code in the form's script).
 */
export function PrivacyLine({ text, privacy }: PrivacyLineProps) {
  return (
    <>
      {text} <a href={privacy.href}>{privacy.label}</a>
    </>
  );
}
