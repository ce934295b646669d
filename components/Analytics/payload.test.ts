/**
 * @jest-environment node
 */
import privacy from '../../content/privacy.json';
import { pageAddress, privateEvent, referringSite } from './payload';

// What the statistics send about a visit: what the privacy page says, and nothing more.

describe('an event says only what the privacy page says', () => {
  it('keeps the page’s origin and path, and only the campaign parameters Plausible reads', () => {
    expect(pageAddress('https://oj.example.com/contact?email=a%40b.example&token=s3cret&utm_source=news&utm_campaign=nov&ref=hn&source=x#reset=abc')).toBe(
      'https://oj.example.com/contact?utm_source=news&utm_campaign=nov&ref=hn&source=x',
    );
    expect(pageAddress('https://oj.example.com/about?q=1#team')).toBe('https://oj.example.com/about');
    expect(pageAddress('https://oj.example.com/')).toBe('https://oj.example.com/');
  });

  it('gives the referring site as its origin alone', () => {
    expect(referringSite('https://mail.example.net/inbox/read?id=123&token=x')).toBe('https://mail.example.net');
    expect(referringSite('')).toBeNull();
    expect(referringSite(null)).toBeNull();
    expect(referringSite('android-app://com.example')).toBeNull();
  });

  it('sends nothing once the visitor has said no, whatever the event', () => {
    const event = { n: 'engagement', u: 'https://oj.example.com/privacy?x=1', d: 'oj.example.com', r: 'https://a.example/b' };
    expect(privateEvent(event, true)).toBeNull();
    expect(privateEvent(event, false)).toEqual({ n: 'engagement', u: 'https://oj.example.com/privacy', d: 'oj.example.com', r: 'https://a.example' });
  });
});

it('is what the privacy page (as shipped) says is recorded: the campaign tags with their values, the engagement event’s scroll depth and time, and how the page came (the pageview’s arrival)', () => {
  const said = privacy.statistics.text;
  for (const named of [
    'utm_source',
    'utm_ tags',
    'ref',
    'source',
    'with their values',
    'how far down the page you scrolled',
    'how long it was open',
    'whether your browser showed the page at once',
    'referring site',
    'Never your IP address',
  ])
    expect(said).toContain(named);
});
