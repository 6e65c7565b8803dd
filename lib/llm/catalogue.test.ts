import { describe, expect, it } from 'vitest';
import { bitsPerWeight, modelName, parseParams, smallChatModels } from './catalogue';
import type { ModelRecordLike } from './types';

const HF = 'https://huggingface.co/mlc-ai/';
const LIB = 'https://raw.githubusercontent.com/mlc-ai/binary-mlc-llm-libs/main/web-llm-models/v0_2_86/';
const rec = (id: string, vram: number, over: Partial<ModelRecordLike> = {}): ModelRecordLike => ({
  model: HF + id,
  model_id: id,
  model_lib: `${LIB}${id}.wasm`,
  vram_required_MB: vram,
  ...over,
});

// Values from web-llm 0.2.86's prebuiltAppConfig (shared/research/platform.md §4).
const LIST = [
  rec('Qwen3-0.6B-q4f16_1-MLC', 1403.34, { required_features: ['shader-f16'] }),
  rec('Qwen3.5-0.8B-q4f16_1-MLC', 1629.49, { required_features: ['shader-f16'] }),
  rec('SmolLM2-360M-Instruct-q4f32_1-MLC', 579.61),
  rec('SmolLM2-135M-Instruct-q0f16-MLC', 359.69, { required_features: ['shader-f16'] }),
  rec('Llama-3.2-1B-Instruct-q4f32_1-MLC', 1128.82),
  rec('snowflake-arctic-embed-s-q0f32-MLC-b4', 238.71, { model_type: 1 }),
  rec('Phi-3.5-vision-instruct-q4f32_1-MLC', 1000, { model_type: 2 }),
  rec('Llama-3.1-8B-Instruct-q4f32_1-MLC', 5750.66),
  rec('no-vram-listed-q4f32_1-MLC', 0),
];

describe('smallChatModels', () => {
  it('keeps small chat models (<= 1.5 GB VRAM), smallest first; drops embedding, vision and big ones', () => {
    expect(smallChatModels(LIST).map((m) => m.id)).toEqual([
      'SmolLM2-135M-Instruct-q0f16-MLC',
      'SmolLM2-360M-Instruct-q4f32_1-MLC',
      'Llama-3.2-1B-Instruct-q4f32_1-MLC',
      'Qwen3-0.6B-q4f16_1-MLC',
    ]);
  });

  it('describes size, VRAM and the hosts to ask for', () => {
    const m = smallChatModels(LIST).find((x) => x.id === 'SmolLM2-360M-Instruct-q4f32_1-MLC')!;
    expect(m).toEqual({
      id: 'SmolLM2-360M-Instruct-q4f32_1-MLC',
      vramMB: 580,
      params: '360M',
      approxDownloadMB: 225,
      origins: ['https://huggingface.co/*', 'https://raw.githubusercontent.com/*'],
      supported: true,
    });
  });

  it('marks models needing a missing GPU feature as unsupported', () => {
    const sw = smallChatModels(LIST, { features: [] });
    expect(sw.filter((m) => !m.supported).map((m) => m.id)).toEqual(['SmolLM2-135M-Instruct-q0f16-MLC', 'Qwen3-0.6B-q4f16_1-MLC']);
    expect(smallChatModels(LIST, { features: ['shader-f16'] }).every((m) => m.supported)).toBe(true);
  });

  it('parses parameter counts and quantisation from ids', () => {
    expect(parseParams('Qwen2.5-0.5B-Instruct-q4f16_1-MLC')?.label).toBe('0.5B');
    expect(parseParams('Llama-3.2-1B-Instruct-q4f32_1-MLC')?.label).toBe('1B');
    expect(parseParams('gemma3-1b-it-q4f16_1-MLC')?.label).toBe('1B');
    expect(parseParams('mystery-model')).toBeNull();
    expect(bitsPerWeight('x-q4f16_1-MLC')).toBe(4.5);
    expect(bitsPerWeight('x-q0f32-MLC')).toBe(32);
    expect(bitsPerWeight('x-MLC')).toBeNull();
  });
});

describe('modelName', () => {
  it('gives models the names people know them by, with their size', () => {
    expect(modelName('Qwen2.5-0.5B-Instruct-q4f16_1-MLC')).toBe('Qwen 2.5 0.5B Instruct (4-bit)');
    expect(modelName('SmolLM2-360M-Instruct-q4f32_1-MLC')).toBe('SmolLM 2 360M Instruct (4-bit)');
    expect(modelName('Llama-3.2-1B-Instruct-q4f16_1-MLC')).toBe('Llama 3.2 1B Instruct (4-bit)');
    expect(modelName('gemma-2-2b-it-q4f16_1-MLC-1k')).toBe('Gemma 2 2B Instruct (4-bit)');
    expect(modelName('TinyLlama-1.1B-Chat-v1.0-q0f16-MLC')).toBe('TinyLlama 1.1B Chat v1.0 (16-bit)');
  });
});
