import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { count, percent } from './format';
import type { Performance } from './types';

const ROWS: Array<[string, keyof Performance, keyof Performance]> = [
  ['Customer service', 'customerServiceLike', 'customerServiceDislike'],
  ['Delivery', 'deliveryLike', 'deliveryDislike'],
  ['Medication', 'medicationLike', 'medicationDislike'],
  ['Mobile app', 'mobileAppLike', 'mobileAppDislike'],
];

/** Customer feedback likes and dislikes per topic, with the share of likes. */
export function LikesTable({ data }: { data: Performance }) {
  return (
    <Table size="small" aria-label="Feedback likes and dislikes">
      <TableHead><TableRow><TableCell>Topic</TableCell><TableCell align="right">Likes</TableCell><TableCell align="right">Dislikes</TableCell><TableCell align="right">Liked</TableCell></TableRow></TableHead>
      <TableBody>
        {ROWS.map(([topic, like, dislike]) => {
          const l = data[like] as number;
          const d = data[dislike] as number;
          return (
            <TableRow key={topic} data-testid="likes-row">
              <TableCell>{topic}</TableCell>
              <TableCell align="right">{count(l)}</TableCell>
              <TableCell align="right">{count(d)}</TableCell>
              <TableCell align="right">{percent(l + d ? Math.round((l / (l + d)) * 1000) / 10 : null)}</TableCell>
            </TableRow>
          );
        })}
      </TableBody>
    </Table>
  );
}
