import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { count, hours, label, minutes } from './format';
import type { Processing } from './types';

/** How long each step took on average, and over how many orders. */
export function StepTimesTable({ steps }: { steps: Processing['stepTimes'] }) {
  return (
    <Table size="small" aria-label="Average step times">
      <TableHead><TableRow><TableCell>Step</TableCell><TableCell align="right">Average</TableCell><TableCell align="right">Hours</TableCell><TableCell align="right">Orders</TableCell></TableRow></TableHead>
      <TableBody>
        {steps.map((s) => (
          <TableRow key={s.step} data-testid="step-row">
            <TableCell>{label(s.step)}</TableCell>
            <TableCell align="right">{minutes(s.avgMinutes)}</TableCell>
            <TableCell align="right">{hours(s.avgHours)}</TableCell>
            <TableCell align="right">{count(s.count)}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

/** The range's orders per location: how many, still open, delivered, cancelled, and the average cycle. */
export function LocationTable({ rows }: { rows: Processing['byLocation'] }) {
  if (!rows.length) return <p>No orders in this range.</p>;
  return (
    <Table size="small" aria-label="Orders by location">
      <TableHead><TableRow>
        <TableCell>Location</TableCell><TableCell align="right">Orders</TableCell><TableCell align="right">Open</TableCell>
        <TableCell align="right">Delivered</TableCell><TableCell align="right">Cancelled</TableCell><TableCell align="right">Avg cycle</TableCell>
      </TableRow></TableHead>
      <TableBody>
        {rows.map((r) => (
          <TableRow key={r.locationId} data-testid="location-row">
            <TableCell>{r.locationName}</TableCell>
            <TableCell align="right">{count(r.orders)}</TableCell>
            <TableCell align="right">{count(r.open)}</TableCell>
            <TableCell align="right">{count(r.delivered)}</TableCell>
            <TableCell align="right">{count(r.cancelled)}</TableCell>
            <TableCell align="right">{minutes(r.avgCycleMinutes)}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
