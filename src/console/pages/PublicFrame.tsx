import type { ReactNode } from 'react';
import { useT } from '../i18n/useT';
import './public.css';

/** The centred card of the public pages: logo, product name, title, content. No MUI here (size budget). */
export function PublicFrame({ title, children }: { title: string; children: ReactNode }) {
  const t = useT();
  return (
    <main className="rx-public">
      <section className="rx-card">
        <div className="rx-brand">
          <img src="/logo.svg" alt="" width={40} height={40} />
          <span>{t('rx.product')}</span>
        </div>
        <h1>{title}</h1>
        {children}
      </section>
    </main>
  );
}
