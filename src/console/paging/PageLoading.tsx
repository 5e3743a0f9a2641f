import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';

/**
 * A workflow page's spinner while its first answer is on the way. The rider's pages draw their own:
 * shared with them this is a chunk of its own on a phone's first load, and Lighthouse on the pending
 * list gave TBT 236 and 304 ms with it against 194 and 181 ms without (medians of 5; noisy, but the
 * rider shell is the page nearest its goal).
 */
export function PageLoading() {
  return <Box sx={{ p: 3, textAlign: 'center' }}><CircularProgress aria-label="Loading" /></Box>;
}
