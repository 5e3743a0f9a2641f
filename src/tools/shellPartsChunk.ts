import type { ChunkGroup } from './orderListChunk';

/**
 * The small modules that the /app shell and a chat list share with other pages: the card, chip,
 * media-query and theme-props hooks of MUI, react-admin's translate and notify hooks, the app path
 * helpers, the lazy field check and the request fields' schemas. Left to itself Vite makes each a
 * chunk of its own (a dozen of 0.2-2 kB) and a phone on HTTP/1.1 fetches them six at a time, a
 * round trip each. As one `shell-parts` chunk they are one
 * request. Only modules whose own imports live in the entry or in what the rider's phone shell
 * already loads (the MUI core and theme chunks): this chunk never drags the react-admin shell in.
 */
const SHELL_PARTS = new RegExp([
  String.raw`src[\\/]console[\\/](routing[\\/]useAppPath|data[\\/]apiContext|generated[\\/]useLazyFieldCheck)\.tsx?$`,
  // The request fields' schemas: plain data, shared by the order lists' search box and the bespoke forms.
  String.raw`src[\\/]shared[\\/]forms[\\/]requestFields\.ts$`,
  String.raw`node_modules[\\/]@mui[\\/]material[\\/]esm[\\/](Card|CardContent|Chip|useMediaQuery|styles[\\/]useThemeProps|internal[\\/]switchBaseClasses|internal[\\/]svg-icons[\\/](ArrowDownward|Cancel))[\\/.]`,
  String.raw`node_modules[\\/]@mui[\\/]system[\\/]esm[\\/](useThemeProps|useMediaQuery)[\\/]`,
  String.raw`node_modules[\\/]@mui[\\/]utils[\\/]esm[\\/]getValidReactChildren[\\/]`,
  String.raw`node_modules[\\/]ra-core[\\/]dist[\\/](routing[\\/]useBasename|notification[\\/](AddNotificationContext|useAddNotificationContext|useNotify)|i18n[\\/](I18nContext|substituteTokens|useI18nProvider|useTranslate))\.js$`,
].join('|'));

export const shellPartsChunk: ChunkGroup = { name: 'shell-parts', test: SHELL_PARTS };
