import { Suspense, type ComponentType, type LazyExoticComponent } from 'react';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { can } from '@shared/permissions/can';
import type { ResourceConfig } from '@shared/resources/defineResource';
import { useAuthState } from '../data/useAuthState';

/** A show-page panel gets the record's id; it loads its own data (lazy: only pages that show it load it). */
export type ShowPanelComponent = ComponentType<{ recordId: string }>;

/** Every panel a resource config may name in `showPanels` (add one line per panel). */
export const SHOW_PANELS: Record<string, LazyExoticComponent<ShowPanelComponent>> = {
  // (A PO's GRNs were a panel here; they are a declared related list now: resources/purchaseOrders.ts.)
};

/** The config's extra panels under a show page's fields, each only for roles holding its ability. */
export function ShowPanels({ config, id }: { config: ResourceConfig; id: string }) {
  const { abilities } = useAuthState();
  const panels = (config.showPanels ?? []).filter((p) => !p.ability || can(abilities, p.ability));
  if (!panels.length || !id) return null;
  return (
    <>
      {panels.map((p) => {
        const Panel = SHOW_PANELS[p.name];
        if (!Panel) throw new Error(`Resource ${config.name}: show panel "${p.name}" is not registered in showPanels.tsx`);
        return (
          <Box key={p.name} component="section" aria-label={p.title} sx={{ px: 2, pb: 2 }}>
            <Typography variant="subtitle1" component="h2" sx={{ mb: 1 }}>{p.title}</Typography>
            <Suspense fallback={<LinearProgress />}><Panel recordId={id} /></Suspense>
          </Box>
        );
      })}
    </>
  );
}
