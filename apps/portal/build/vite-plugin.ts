/** Vite's Plugin type as Astro's configuration accepts it (vite itself is Astro's dependency, not ours). */
import type { ViteUserConfig } from 'astro';

type PluginOption = NonNullable<ViteUserConfig['plugins']>[number];
export type VitePlugin = Extract<PluginOption, { name: string }>;
