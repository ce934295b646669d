import type { Metadata } from 'next';
import { NotFoundGoal } from '@/components/Analytics/leaves';
import { ButtonLink } from '@/components/Button/ButtonLink';
import { LogUnknownPath } from '@/components/LogUnknownPath/LogUnknownPath';
import { StatusPage } from '@/components/StatusPage/StatusPage';
import { resolveAnalytics } from '#model/settings.ts';
import { ui } from '#model/ui.ts';

export const metadata: Metadata = {
  title: ui.notFound.title,
  description: ui.notFound.description,
};

// Next marks this page `noindex` itself.

/** Every path without a page: /terms, /podcast, /blog, /privacy unless the site collects anything, and anything mistyped. */
export default function NotFound() {
  return (
    <>
      <StatusPage heading={ui.notFound.heading} code text={ui.notFound.text}>
        <ButtonLink href="/" kind="primary" size="lg">
          {ui.notFound.homeLink}
        </ButtonLink>
      </StatusPage>
      {/*
        After the page's content: the browser may paint while the parser waits at an inline
        script, and the row this once stood in was painted without its link, which then pushed
        the row sideways (a layout shift). With statistics off, not even an empty slot (the page
        stays byte for byte as without them).
      */}
      {resolveAnalytics() ? (
        <>
          <LogUnknownPath />
          <NotFoundGoal />
        </>
      ) : (
        <LogUnknownPath />
      )}
    </>
  );
}
