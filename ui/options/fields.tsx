import type { ReactNode } from 'react';

export function Toggle({ label, help, checked, onChange }: { label: string; help?: string; checked: boolean; onChange: (v: boolean) => void }) {
  return (
    <label className="field">
      <span>
        {label}
        {help && <span className="help">{help}</span>}
      </span>
      <input type="checkbox" role="switch" checked={checked} onChange={(e) => onChange(e.target.checked)} />
    </label>
  );
}

export function NumberField(props: { label: string; help?: string; value: number; min: number; max: number; step?: number; onChange: (v: number) => void }) {
  return (
    <label className="field">
      <span>
        {props.label}
        {props.help && <span className="help">{props.help}</span>}
      </span>
      <input
        type="number"
        min={props.min}
        max={props.max}
        step={props.step ?? 1}
        value={props.value}
        onChange={(e) => {
          const n = Number(e.target.value);
          if (Number.isFinite(n)) props.onChange(Math.max(props.min, Math.min(props.max, n)));
        }}
      />
    </label>
  );
}

export function Slider(props: { label: string; help?: string; value: number; onChange: (v: number) => void; format?: (v: number) => string }) {
  const pct = Math.round(props.value * 100);
  return (
    <label className="field">
      <span>
        {props.label}
        {props.help && <span className="help">{props.help}</span>}
      </span>
      <span className="slider">
        <input type="range" min={0} max={100} value={pct} aria-valuetext={`${pct}%`} onChange={(e) => props.onChange(Number(e.target.value) / 100)} />
        <output>{props.format ? props.format(props.value) : `${pct}%`}</output>
      </span>
    </label>
  );
}

export function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section aria-labelledby={`${id}-title`} id={id}>
      <h2 id={`${id}-title`}>{title}</h2>
      {children}
    </section>
  );
}
