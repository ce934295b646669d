import type { Metadata } from 'next';
import { ButtonLink } from '@/components/Button/ButtonLink';
import { LogUnknownPath } from '@/components/LogUnknownPath/LogUnknownPath';
import { StatusPage } from '@/components/StatusPage/StatusPage';
import { ui } from '@/content/ui';

export const metadata: Metadata = {
  title: ui.notFound.title,
  description: ui.notFound.description,
};

// Next marks this page `noindex` itself.

/** Every path without a page: /privacy, /terms, /podcast, /blog and anything mistyped. */
export default function NotFound() {
  return (
    <StatusPage heading={ui.notFound.heading} code text={ui.notFound.text}>
      <LogUnknownPath />
      <ButtonLink href="/" kind="primary" size="lg">
        {ui.notFound.homeLink}
      </ButtonLink>
    </StatusPage>
  );
}
