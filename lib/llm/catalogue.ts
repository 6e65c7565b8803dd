// Which of WebLLM's prebuilt models the options page offers. The list is passed in (prebuiltAppConfig.model_list
// lives in the offscreen page's bundle) so this stays pure and testable.
import type { ModelOption, ModelRecordLike } from './types';

/**
 * 1.5 GB of VRAM keeps the choice to models that fit beside a browser on an integrated GPU; the spec's bound.
 * Everything bigger is slow to download and pointless for a one-line classification.
 */
export const MAX_VRAM_MB = 1536;

const LLM_TYPE = 0;

export function parseParams(id: string): { label: string; count: number } | null {
  const m = /-(\d+(?:\.\d+)?)([bm])(?=-|$)/i.exec(id);
  if (!m) return null;
  const n = parseFloat(m[1]!);
  const unit = m[2]!.toUpperCase();
  return { label: `${m[1]}${unit}`, count: n * (unit === 'B' ? 1e9 : 1e6) };
}

/** Bits per weight of MLC quantisation codes: qXfY_1 stores X-bit weights plus one fY scale per 32 weights. */
export function bitsPerWeight(id: string): number | null {
  const m = /-q(\d)f(16|32)(?:_\d)?(?=-|$)/i.exec(id);
  if (!m) return null;
  const q = Number(m[1]);
  const f = Number(m[2]);
  return q === 0 ? f : q + f / 32;
}

function originsOf(r: ModelRecordLike): string[] {
  const out = new Set<string>();
  for (const u of [r.model, r.model_lib]) {
    try {
      const url = new URL(u);
      if (url.protocol === 'https:') out.add(`${url.origin}/*`);
    } catch {
      // A relative or malformed URL has no host to ask for.
    }
  }
  return [...out];
}

export interface CatalogueOptions {
  maxVramMB?: number;
  /** Adapter features (e.g. from GPUAdapter.features); null when unknown, which marks every model supported. */
  features?: readonly string[] | null;
}

/**
 * A model id as a person reads it: "Qwen2.5-0.5B-Instruct-q4f16_1-MLC" → "Qwen 2.5 0.5B Instruct (4-bit)". The
 * quantisation code and the build tag are dropped or translated; the id stays in the settings and the tooltip.
 */
export function modelName(id: string): string {
  let rest = id.replace(/-MLC(-\w+)?$/i, '');
  const q = /[-_]q(\d)f(16|32)(?:_\d)?$/i.exec(rest);
  if (q) rest = rest.slice(0, q.index);
  const words = rest
    .split(/[-_]+/)
    .filter(Boolean)
    .map((w) => w.replace(/^([A-Za-z]{2,})(\d+(?:\.\d+)?)$/, '$1 $2'))
    .map((w) => (/^\d+(\.\d+)?[bmk]$/i.test(w) ? w.toUpperCase() : w))
    .map((w) => (/^it$/i.test(w) ? 'Instruct' : w))
    .map((w, i) => (i === 0 ? w.charAt(0).toUpperCase() + w.slice(1) : w));
  const name = words.join(' ');
  return q ? `${name} (${q[1] === '0' ? '16-bit' : `${q[1]}-bit`})` : name;
}

/** Small chat models, smallest VRAM first. Embedding and vision models are left out. */
export function smallChatModels(list: readonly ModelRecordLike[], opts: CatalogueOptions = {}): ModelOption[] {
  const max = opts.maxVramMB ?? MAX_VRAM_MB;
  const features = opts.features ?? null;
  return list
    .filter((r) => (r.model_type ?? LLM_TYPE) === LLM_TYPE && !/embed/i.test(r.model_id))
    .filter((r) => typeof r.vram_required_MB === 'number' && r.vram_required_MB > 0 && r.vram_required_MB <= max)
    .map((r): ModelOption => {
      const params = parseParams(r.model_id);
      const bits = bitsPerWeight(r.model_id);
      return {
        id: r.model_id,
        vramMB: Math.round(r.vram_required_MB!),
        params: params?.label ?? null,
        approxDownloadMB: params && bits ? Math.round((params.count * bits) / 8 / 1e6) : null,
        origins: originsOf(r),
        supported: features === null || (r.required_features ?? []).every((f) => features.includes(f)),
      };
    })
    .sort((a, b) => a.vramMB - b.vramMB || a.id.localeCompare(b.id));
}
