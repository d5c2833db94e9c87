import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../../config.ts';
import { extractorInfo, questionExtractor } from './index.ts';

describe('the question extractor in use', () => {
  it('is the built-in reader unless an LLM endpoint is configured', () => {
    const config = loadConfig({});
    expect(questionExtractor(config).name).toBe('builtin');
    expect(extractorInfo(config)).toEqual({ extractor: 'builtin', model: null });
  });

  it('is the LLM endpoint when LLM_BASE_URL and LLM_MODEL are set, naming the model', () => {
    const config = loadConfig({ LLM_BASE_URL: 'http://127.0.0.1:11434/v1', LLM_MODEL: 'qwen2.5:7b' });
    expect(questionExtractor(config).name).toBe('llm');
    expect(extractorInfo(config)).toEqual({ extractor: 'llm', model: 'qwen2.5:7b' });
  });
});
