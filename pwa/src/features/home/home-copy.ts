// The home page's copy from content/pages/home.<lang>.toml.
import en from '#generated/data/pages/home.en.json' with { type: 'json' };
import pl from '#generated/data/pages/home.pl.json' with { type: 'json' };
import type { Lang } from '../../routes/paths.ts';

export type HomeCopy = typeof en;

export const homeCopy: Record<Lang, HomeCopy> = { en, pl };
