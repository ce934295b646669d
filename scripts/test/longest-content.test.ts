/**
 * @jest-environment node
 */
import { readFileSync } from 'node:fs';
import { dataFiles } from '#model/schema/dataFiles.ts';
import { longestContent, longText } from './longest-content';

// The content the layout journeys run on: every owner text exactly as long as its schema allows,
// made of the words that break layouts, and every file still valid.

describe('the content at its limits', () => {
  it('writes texts of exactly the length asked for, with a long compound, an address, a URL and diacritics', () => {
    for (const length of [3, 20, 40, 90, 400, 600]) expect(longText(length)).toHaveLength(length);
    expect(longText(200)).toMatch(/Grundstücksverkehrsgenehmigung Øresund \S+@\S+ Łódź https:\/\/\S+ Müller Straße/);
  });

  it('fills every data file to its limits and keeps it valid', () => {
    const files = longestContent((file) => readFileSync(file, 'utf8'));
    expect(Object.keys(files).sort()).toEqual(Object.keys(dataFiles).sort());
    const testimonials = JSON.parse(files['content/testimonials.json'] ?? '');
    expect(testimonials.testimonials[0].text).toHaveLength(320);
    expect(testimonials.testimonials[0].image.src).toMatch(/^https:\/\/images\.unsplash\.com\//);
    const about = JSON.parse(files['content/about.json'] ?? '');
    expect(about.journey).toHaveLength(5);
    expect(about.image.alt).toBe('');
    const ventures = JSON.parse(files['content/ventures.json'] ?? '');
    expect(ventures.ventures[0].features).toHaveLength(6);
    expect(ventures.statusLabels.developing).toHaveLength(20);
  });
});
