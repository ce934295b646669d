import type { CallToActionContent } from '#model/types.ts';
import { ButtonLink } from '@/components/Button/ButtonLink';
import { Section } from '@/components/Section/Section';

interface CallToActionProps {
  /** Element id of the section: its in-page anchor. */
  id: string;
  /** What the band says and where its buttons go. */
  copy: CallToActionContent;
}

/** A closing call to action: a navy, centred section with a gold button and, optionally, an outlined one. */
export function CallToAction({ id, copy }: CallToActionProps) {
  return (
    <Section
      id={id}
      tone="band"
      centered
      heading={copy.heading}
      intro={copy.text}
      footer={
        <>
          <ButtonLink href={copy.primary.href} kind="primary" size="lg">
            {copy.primary.label}
          </ButtonLink>
          {copy.secondary ? (
            <ButtonLink href={copy.secondary.href} kind="outlineOnBand" size="lg">
              {copy.secondary.label}
            </ButtonLink>
          ) : null}
        </>
      }
    />
  );
}
