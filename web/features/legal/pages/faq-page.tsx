import { PageShell } from '@web/ui/page-shell';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';

/** Spec §2 / issue 13.1: the questions, each linkable as /pages/faq#<key>. */
const QUESTIONS = ['credits', 'premium', 'fictional', 'safety', 'privacy', 'delete'] as const;

function normalise(s: string): string {
  return s.toLocaleLowerCase().normalize('NFD').replace(/\p{M}/gu, '');
}

/** /pages/faq: searchable answers; the answer named in the address opens and scrolls into view. */
export function FaqPage() {
  const { t } = useTranslation();
  const { hash } = useLocation();
  const [query, setQuery] = useState('');
  const searchId = useId();
  // The server never sees the #hash: the first render must match its HTML (all closed), so the
  // named answer opens in an effect (decision 019e).
  const [target, setTarget] = useState('');
  useEffect(() => setTarget(hash.slice(1)), [hash]);

  useEffect(() => {
    if (target) document.getElementById(`faq-${target}`)?.scrollIntoView();
  }, [target]);

  const words = normalise(query).split(/\s+/).filter(Boolean);
  const shown = QUESTIONS.filter((key) => {
    const text = normalise(`${t(`legal.faq.${key}.q`)} ${t(`legal.faq.${key}.a`)}`);
    return words.every((w) => text.includes(w));
  });

  return (
    <PageShell title={t('legal.faq.title')}>
      <div className="faq">
        <label className="field-label" htmlFor={searchId}>
          {t('legal.faq.search')}
        </label>
        <input
          id={searchId}
          className="input faq__search"
          type="search"
          value={query}
          onChange={(e) => setQuery(e.target.value)}
        />
        <p className="faq__empty" role="status">
          {shown.length === 0 ? t('legal.faq.noResults') : ''}
        </p>
        <div className="faq__list">
          {shown.map((key) => (
            <details
              key={key}
              id={`faq-${key}`}
              className="faq__item card"
              open={target === key || words.length > 0}
            >
              <summary className="faq__question">{t(`legal.faq.${key}.q`)}</summary>
              <p className="faq__answer">{t(`legal.faq.${key}.a`)}</p>
              <a className="link faq__link" href={`#${key}`}>
                {t('legal.faq.link')}
              </a>
            </details>
          ))}
        </div>
      </div>
    </PageShell>
  );
}
