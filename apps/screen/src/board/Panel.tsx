import type { ReactNode } from 'react';

export function Panel({ title, extra, className, children }: { title: string; extra?: ReactNode; className?: string; children: ReactNode }) {
  return (
    <section className={`panel ${className ?? ''}`} aria-label={title}>
      <h2 className="panel-title">
        <span>{title}</span>
        {extra ? <span className="panel-extra">{extra}</span> : null}
      </h2>
      <div className="panel-body">{children}</div>
    </section>
  );
}
