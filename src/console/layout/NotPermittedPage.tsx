import { Title, useTranslate } from 'react-admin';
import { NotPermittedNotice } from './NotPermittedNotice';

/** Shown instead of a page the signed-in role may not open. */
export function NotPermittedPage() {
  const translate = useTranslate();
  return (
    <>
      <Title title={translate('rx.not_permitted.title')} />
      <NotPermittedNotice sx={{ mt: 2 }} />
    </>
  );
}
