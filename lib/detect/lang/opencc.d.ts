// opencc-js publishes types for its entry points but not for its per-locale dictionary modules.
declare module 'opencc-js/to/cn' {
  import type { DictGroup } from 'opencc-js/core';
  const groups: readonly DictGroup[];
  export default groups;
}
