import { Show, SimpleShowLayout } from 'react-admin';
import { useParams } from 'react-router-dom';
import type { ResourceConfig } from '@shared/resources/defineResource';
import { schemaOf } from './schemaFiles';
import { showProps } from './schemaProps';
import { fieldFor } from './fieldFor';
import { lineItemSchema } from './lineItems';
import { LinesField } from './LinesField';
import { ShowActions } from './ShowActions';
import { RecordTabs } from '../history/RecordTabs';
import { ShowPanels } from './showPanels';
import { RelatedLists } from './RelatedLists';
import { useLiveRefresh } from './useLiveRefresh';

const keepQuiet = () => undefined; // the http client has toasted the failure; stay on the page

/** One record, every schema property but secrets, at the spec's show path (e.g. /app/purchases-grn/supplier/12). */
export default function GeneratedShow({ config }: { config: ResourceConfig }) {
  const { id = '' } = useParams();
  const schema = schemaOf(config.schema);
  useLiveRefresh(config.refreshOn);
  return (
    <Show resource={config.name} id={id} actions={<ShowActions config={config} id={id} />} queryOptions={{ onError: keepQuiet }}>
      <RecordTabs schemaId={config.schema} recordId={id}>
        <>
          <SimpleShowLayout>
            {showProps(schema).map(([name, p]) => (lineItemSchema(p) ? <LinesField key={name} source={name} property={p} /> : fieldFor(name, p)))}
          </SimpleShowLayout>
          <RelatedLists config={config} />
          <ShowPanels config={config} id={id} />
        </>
      </RecordTabs>
    </Show>
  );
}
