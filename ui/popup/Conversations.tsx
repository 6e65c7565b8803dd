import { useLiveQuery } from 'dexie-react-hooks';
import { db } from '../db';
import { t } from '../i18n';
import { siteName } from './Status';

export function conversationUrl(site: string, id: string, url?: string): string {
  if (url && /^https:\/\/(chatgpt\.com|claude\.ai)\//.test(url)) return url;
  return site === 'chatgpt' ? `https://chatgpt.com/c/${id}` : `https://claude.ai/chat/${id}`;
}

export function Conversations() {
  const conversations = useLiveQuery(() => db.conversations.orderBy('lastSeen').reverse().limit(50).toArray(), []);
  if (!conversations) return null;
  if (conversations.length === 0) return <p className="empty">{t('conversationsEmpty')}</p>;
  return (
    <ul className="cards" data-testid="conversations">
      {conversations.map((c) => (
        <li key={c.key} className="card">
          <a href={conversationUrl(c.site, c.conversationId, c.url)} target="_blank" rel="noreferrer">
            {c.title || t('untitled')}
          </a>
          <span className="meta">
            {siteName(c.site)} · {t('turnsN', String(c.turnCount))} · {new Date(c.lastSeen).toLocaleString()}
          </span>
        </li>
      ))}
    </ul>
  );
}
