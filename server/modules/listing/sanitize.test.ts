import { describe, expect, it } from 'vitest';
import { cleanDescription, summaryOf } from './sanitize';

const textOf = (html: string) => cleanDescription(html).text;

describe("a description's plain text (search and card summaries)", () => {
  it('reads the items of a list as a series, not one run of words', () => {
    expect(
      textOf(
        '<p>Great first camera. Shutter count about 9,000.</p><ul><li>Battery and charger</li><li>16GB memory card</li><li>Camera bag</li></ul>',
      ),
    ).toBe('Great first camera. Shutter count about 9,000. Battery and charger, 16GB memory card, Camera bag');
  });

  it("reads the editor's own list markup (a paragraph in each item) the same way, numbered lists too", () => {
    expect(textOf('<ol><li><p>Message me</p></li><li><p>Meet at the <strong>faculty</strong> gate</p></li></ol>')).toBe(
      'Message me, Meet at the faculty gate',
    );
  });

  it('lets a heading or an unfinished paragraph introduce what follows, and ends other blocks as sentences', () => {
    expect(textOf('<h2>In the box</h2><ul><li>Charger</li><li>Case</li></ul><p>Pickup at Moremi Hall</p>')).toBe(
      'In the box: Charger, Case. Pickup at Moremi Hall',
    );
    expect(textOf('<p>Comes with</p><ul><li>Charger</li></ul>')).toBe('Comes with: Charger');
    expect(textOf('<p>Fairly used</p><p>Works well</p>')).toBe('Fairly used. Works well');
  });

  it('adds nothing after a block that ends with its own punctuation, and keeps two lists apart', () => {
    expect(textOf('<p>What you get:</p><ul><li>Charger,</li><li>Bag</li></ul><ul><li>Receipt</li></ul>')).toBe(
      'What you get: Charger, Bag. Receipt',
    );
  });

  it('keeps the words of a line break apart and decodes entities', () => {
    expect(textOf('<p>Tom &amp; Jerry<br>DVD box</p>')).toBe('Tom & Jerry DVD box');
  });

  it('cuts the summary to about 160 characters at a word', () => {
    const long = textOf(`<ul>${'<li>Textbook</li>'.repeat(30)}</ul>`);
    expect(summaryOf(long)).toMatch(/^Textbook, Textbook, .*Textbook…$/);
    expect(summaryOf(long).length).toBeLessThanOrEqual(161);
  });
});
