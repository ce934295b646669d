import { callToAction as copy } from '@/content/cta';
import { ButtonLink } from '@/components/Button/ButtonLink';
import { Section } from '@/components/Section/Section';

/** The closing invitation of Home and About: book a consultation or explore the services. */
export function CallToAction() {
  return (
    <Section
      id="contact-cta"
      tone="dark"
      centered
      heading={copy.heading}
      intro={copy.text}
      footer={
        <>
          <ButtonLink href={copy.primary.href} kind="primary" size="lg">
            {copy.primary.label}
          </ButtonLink>
          <ButtonLink href={copy.secondary.href} kind="outlineOnDark" size="lg">
            {copy.secondary.label}
          </ButtonLink>
        </>
      }
    />
  );
}
