import { lazy, Suspense, type ComponentType } from 'react';
import { describe, expect, it } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { Link, MemoryRouter, Routes } from 'react-router-dom';
import { workflowRoutes } from '../../../src/console/app/workflowRoutes';
import type { WorkflowPage } from '../../../src/console/workflows/registry';

/** A lazy page whose chunk arrives when the test says so. */
function lazyPage(name: string) {
  let arrive!: () => void;
  const loaded = new Promise<{ default: ComponentType }>((resolve) => {
    arrive = () => resolve({ default: () => <h1>{name}</h1> });
  });
  return { element: lazy(() => loaded), arrive: () => act(async () => { arrive(); await loaded; }) };
}

describe('opening a workflow page whose chunk is still loading', () => {
  it.each(['layout', 'none'] as const)('takes the old page away at once and shows progress, with layout %s', async (layout) => {
    const first = lazyPage('Pick list');
    const second = lazyPage('GRN entry');
    const page = (path: string, element: WorkflowPage['element']): WorkflowPage =>
      ({ path, element, ability: 'x', open: true, ...(layout === 'none' ? { layout } : {}) } as WorkflowPage);
    const Home = () => <Link to="/grn">Go to GRN</Link>;
    render(
      <MemoryRouter initialEntries={['/pick']}>
        {/* As RxLayout holds the routes: one boundary for the whole content area. */}
        <Suspense fallback={<p>Layout waiting</p>}>
          <Routes>{workflowRoutes([page('/pick', first.element), page('/grn', second.element)])}</Routes>
        </Suspense>
        <Home />
      </MemoryRouter>,
    );
    await first.arrive();
    expect(await screen.findByRole('heading', { name: 'Pick list' })).toBeTruthy();
    // A navigation is a transition: without a boundary of its own the pick list would stay on
    // screen, clickable, under the new address until the GRN page's chunk arrived.
    fireEvent.click(screen.getByRole('link', { name: 'Go to GRN' }));
    expect(await screen.findByRole('progressbar')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Pick list' })).toBeNull();
    await second.arrive();
    expect(await screen.findByRole('heading', { name: 'GRN entry' })).toBeTruthy();
    expect(screen.queryByRole('progressbar')).toBeNull();
  });
});
