import type { ReactNode } from 'react';
import { render } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { AdminContext, memoryStore, type DataProvider, type I18nProvider } from 'react-admin';
import { authProvider } from '../../src/console/data/authProvider';
import { makeI18nProvider } from '../../src/console/i18n/i18nProvider';
import { resourceNames } from '../../src/console/i18n/resourceNames';
import '../../src/console/generated/schemaFiles'; // registers the field labels, as the first generated screen does
import { resources } from '@resources/index';

export const i18nProvider = makeI18nProvider(resourceNames(resources));

/** Renders console parts inside react-admin's context as the /app shell does (basename /app). */
export function renderInAdmin(ui: ReactNode, opts: { path?: string; dataProvider?: DataProvider; i18nProvider?: I18nProvider } = {}) {
  return render(
    <MemoryRouter initialEntries={[opts.path ?? '/app/']}>
      <AdminContext
        basename="/app" store={memoryStore()} i18nProvider={opts.i18nProvider ?? i18nProvider} authProvider={authProvider}
        dataProvider={opts.dataProvider}
      >
        {ui}
      </AdminContext>
    </MemoryRouter>,
  );
}
