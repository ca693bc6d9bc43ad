// "On this page": links to the parts of a long page.
import { useTranslation } from '../../i18n/translation.tsx';

export function PageContents({ items }: { items: readonly { id: string; heading: string }[] }) {
  const { t } = useTranslation();
  return (
    <nav className="page-contents" aria-labelledby="page-contents-title">
      <h2 id="page-contents-title">{t('common.onThisPage')}</h2>
      <ol>
        {items.map((item) => (
          <li key={item.id}>
            <a href={`#${item.id}`}>{item.heading}</a>
          </li>
        ))}
      </ol>
    </nav>
  );
}
