import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';

/** A workflow page's spinner while its first answer is on the way. */
export function PageLoading() {
  return <Box sx={{ p: 3, textAlign: 'center' }}><CircularProgress aria-label="Loading" /></Box>;
}
