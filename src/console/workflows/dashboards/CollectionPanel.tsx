import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { BarsChart } from './charts';
import { Figure, Figures } from './Figure';
import { count, label, money, percent } from './format';
import { Section } from './Section';
import type { Collection } from './types';

/** Collection dashboard values: what riders collected, by mode, against what was invoiced. */
export function CollectionPanel({ data }: { data: Collection }) {
  return (
    <Box component="section" aria-label="Collections" sx={{ display: 'flex', flexDirection: 'column', gap: 2 }}>
      <Typography variant="h6" component="h2">Collections and invoices</Typography>
      <Figures>
        <Figure label="Collected" value={money(data.totalCollected)} hint={`${count(data.payments)} payments`} />
        <Figure label="Invoiced" value={money(data.totalInvoiced)} hint={`${count(data.invoiceCount)} invoices`} />
        <Figure label="Collected of invoiced" value={percent(data.collectionPercentage)} />
      </Figures>
      {data.byMode.length > 0 && (
        <Section title="Collected by payment mode">
          <BarsChart title="Collected by payment mode" format={money} bars={data.byMode.map((m) => ({ key: m.mode, label: label(m.mode), value: m.amount }))} />
        </Section>
      )}
    </Box>
  );
}
