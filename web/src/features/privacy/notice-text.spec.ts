import { describe, expect, it } from 'vitest';
import { noticeBlocks, noticeDate } from './notice-text';

describe('the notice text', () => {
  it('turns blank-line paragraphs, ## headings and - items into blocks', () => {
    expect(
      noticeBlocks('Intro line one\nline two\n\n## What we collect\n- Name\n- E-mail\n\nAfter.'),
    ).toEqual([
      { kind: 'paragraph', text: 'Intro line one line two' },
      { kind: 'heading', text: 'What we collect' },
      { kind: 'list', items: ['Name', 'E-mail'] },
      { kind: 'paragraph', text: 'After.' },
    ]);
  });

  it('keeps markup as text and ignores stray blank lines', () => {
    expect(noticeBlocks('\r\n\r\n<b>x</b>\r\n\r\n\r\n')).toEqual([{ kind: 'paragraph', text: '<b>x</b>' }]);
    expect(noticeBlocks('')).toEqual([]);
  });

  it("dates a version as the page always has, in India's time", () => {
    expect(noticeDate('2025-04-23T18:30:00.000Z')).toBe('24 April 2025');
  });
});
