import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { useSendQueue } from '../hooks/use-send-queue';
import { Composer } from './composer';
import { OutOfCredits } from './out-of-credits';

type Props = {
  credits: { balance: number; message_cost: number } | null;
  /** null when read receipts are a premium advantage the member does not have. */
  showReceiptsUpsell: boolean;
  queue: ReturnType<typeof useSendQueue>;
  disabled: boolean;
};

/**
 * Under a conversation: what a message costs and what is left, the composer, and, before the
 * member types, a way to top up when the balance does not cover a message. A message refused for
 * lack of credits waits in the outbox; once credits are back, it is offered to be sent.
 */
export function ChatBottom({ credits, showReceiptsUpsell, queue, disabled }: Props) {
  const { t } = useTranslation();
  const cost = credits?.message_cost ?? 0;
  const refused = queue.pending.filter((m) => m.status === 'failed' && m.error === 'insufficient_credits');
  const short = credits !== null && cost > 0 && credits.balance < cost;
  return (
    <div className="chat-bottom">
      {refused.length > 0 && !short && (
        <div className="chat-credits-prompt" role="status" data-testid="unsent-offer">
          <span className="flex-1">
            <strong className="block">{t('chat.unsent.title', { count: refused.length })}</strong>
          </span>
          <button
            type="button"
            className="btn btn-primary btn-sm"
            onClick={() => {
              for (const m of refused) queue.retry(m.clientId);
            }}
          >
            {t('chat.unsent.send', { count: refused.length })}
          </button>
        </div>
      )}
      {short && <OutOfCredits cost={cost} />}
      {credits && (
        <p className="chat-balance" data-testid="credit-balance">
          {t('chat.composer.balance', { count: credits.balance })}
          {cost > 0 && <> · {t('chat.composer.cost', { count: cost })}</>}
          {showReceiptsUpsell && (
            <>
              {' · '}
              <Link className="link" to="/premium">
                {t('chat.composer.receiptsPremium')}
              </Link>
            </>
          )}
        </p>
      )}
      <Composer onSend={queue.send} disabled={disabled} />
    </div>
  );
}
