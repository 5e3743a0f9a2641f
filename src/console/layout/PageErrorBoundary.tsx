import { Component, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';

interface State { error: Error | null }

/** Keeps a crashing page from taking the menu and app bar down with it. */
export class PageErrorBoundary extends Component<{ children: ReactNode; resetKey: string }, State> {
  state: State = { error: null };

  static getDerivedStateFromError(error: Error): State {
    return { error };
  }

  componentDidUpdate(prev: { resetKey: string }) {
    if (prev.resetKey !== this.props.resetKey && this.state.error) this.setState({ error: null });
  }

  render() {
    if (this.state.error) return <Alert severity="error" sx={{ m: 2 }}>{this.state.error.message}</Alert>;
    return this.props.children;
  }
}
