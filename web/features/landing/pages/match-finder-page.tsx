import { SignupGate } from '@web/features/signup/embed';
import { type FormEvent, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FunnelFrame } from '../components/funnel-frame';

/** The quiz: each question and its answer keys (texts in landers.json `matchFinder`). */
const QUESTIONS = [
  { id: 'goal', answers: ['chat', 'date', 'friends'] },
  { id: 'age', answers: ['young', 'middle', 'older'] },
  { id: 'distance', answers: ['near', 'region', 'anywhere'] },
] as const;

/**
 * /match-finder: a short quiz for guests that ends in the signup flow. The answers only shape
 * the funnel (nothing is stored): the search after signup has its own filters.
 */
export function MatchFinderPage() {
  const { t } = useTranslation();
  const [index, setIndex] = useState(0);
  const [answer, setAnswer] = useState<string | null>(null);
  const form = useRef<HTMLFormElement>(null);
  const q = QUESTIONS[index];

  function next(e: FormEvent) {
    e.preventDefault();
    if (!answer) return;
    setAnswer(null);
    setIndex((i) => i + 1);
    // The next question replaces this one: keep keyboard focus in the form, not on <body>.
    requestAnimationFrame(() => form.current?.querySelector<HTMLElement>('legend, h2')?.focus());
  }

  if (!q) {
    return (
      <FunnelFrame
        kind="match-finder"
        title={t('landers.matchFinder.resultTitle')}
        subtitle={t('landers.matchFinder.resultSubtitle')}
      >
        <div className="funnel__signup card">
          <SignupGate showTitle={false} showProgress mutedTerms />
        </div>
      </FunnelFrame>
    );
  }
  return (
    <FunnelFrame
      kind="match-finder"
      title={t('landers.matchFinder.title')}
      subtitle={t('landers.matchFinder.subtitle')}
    >
      <form ref={form} className="funnel__quiz card" onSubmit={next}>
        <p className="funnel__progress">
          {t('landers.matchFinder.progress', { step: index + 1, total: QUESTIONS.length })}
        </p>
        <fieldset key={q.id} className="funnel__question">
          <legend tabIndex={-1} className="funnel__legend">
            {t(`landers.matchFinder.${q.id}.question`)}
          </legend>
          {q.answers.map((a) => (
            <label key={a} className="funnel__choice">
              <input
                type="radio"
                name={q.id}
                value={a}
                checked={answer === a}
                onChange={() => setAnswer(a)}
              />
              <span>{t(`landers.matchFinder.${q.id}.${a}`)}</span>
            </label>
          ))}
        </fieldset>
        <button type="submit" className="btn btn-primary funnel__next" disabled={!answer}>
          {t('landers.matchFinder.next')}
        </button>
      </form>
    </FunnelFrame>
  );
}
