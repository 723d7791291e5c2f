/** The portal's own client directive (build/directives/demand.ts), known to .astro templates. */
import 'astro';

declare module 'astro' {
  interface AstroClientDirectives {
    /**
     * Hydrate at idle when personalised (token or language), else on first interaction; `'idle'` hydrates at
     * idle for everyone. Either way a click that comes before hydration is held and replayed.
     */
    'client:demand'?: boolean | 'idle';
  }
}
