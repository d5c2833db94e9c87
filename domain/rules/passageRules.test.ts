import { describe, expect, it } from 'vitest';
import { PASSAGE_EMPTY, passageErrors } from './passageRules.ts';

const section = (over: Partial<{ content: string; content_html: string; media_url: string | null }> = {}) => ({
  content: '',
  content_html: '',
  media_url: null,
  ...over,
});

describe('passageErrors (§5: a passage has something to read)', () => {
  it.each([
    ['no content and no sections', { content_html: '', sections: [] }, [PASSAGE_EMPTY]],
    ['blank HTML and blank sections', { content_html: '<p><br></p>', sections: [section({ content_html: '<p> </p>' })] }, [PASSAGE_EMPTY]],
    ['text in its HTML', { content_html: '<p>Bacalah teks berikut.</p>', sections: [] }, []],
    ['an image in its HTML', { content_html: '<p><img src="/files/a.png" alt=""></p>', sections: [] }, []],
    ['text in a section', { content_html: '', sections: [section({ content_html: '<p>Teks</p>' })] }, []],
    ['media in a section', { content_html: '', sections: [section({ media_url: '/files/b.mp3' })] }, []],
  ])('%s', (_, passage, expected) => {
    expect(passageErrors(passage)).toEqual(expected);
  });
});
