import { useLiveQuery } from 'dexie-react-hooks';
import { db } from '../db';
import { recentConversations } from '@/lib/store/views';
import { t } from '../i18n';
import { siteName } from './Status';
import { isSite, siteDefinition } from '@/lib/sites/registry';
import { siteOfUrl } from '@/lib/guard';

/** The page a link should open: the page it was captured on when that is one of the site's own, else its URL. */
export function conversationUrl(site: string, id: string, url?: string): string {
  if (!isSite(site)) return '';
  const def = siteDefinition(site);
  if (url && siteOfUrl(url) === site) return url;
  return def.conversationUrl(id);
}

export function Conversations() {
  const conversations = useLiveQuery(() => recentConversations(db), []);
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
            {siteName(c.site)} · {c.turnCount === 1 ? t('turnsOne') : t('turnsN', String(c.turnCount))} · {new Date(c.lastSeen).toLocaleString()}
          </span>
        </li>
      ))}
    </ul>
  );
}
