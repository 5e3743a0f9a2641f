/** Labels of the report pages (landing, generic report page, downloads). Merged in i18n/en.ts. */
export const reportMessages = {
  rx: {
    reports: {
      menu: 'Reports', title: 'Reports', none: 'Your role has no reports.', open: 'Open',
      search: 'Search', reset: 'Reset', any: 'Any', yes: 'Yes', no: 'No', total: 'Total',
      empty: 'No rows match these filters.', data_not_permitted: 'Your role may open this page, but its figures and downloads are only for the roles that hold this report.', rows: '%{count} rows',
      download_csv: 'Download CSV', download_xlsx: 'Download XLSX', cancel: 'Cancel download',
      progress_rows: '%{rows} of %{count} rows (%{size})', progress_bytes: '%{size} received', download_progress: 'Download progress',
      downloaded: '%{name} downloaded', cancelled: 'Download cancelled', failed: 'Download failed: %{message}',
      count_capped: 'More than %{count} rows: the count stops there, the download holds every row.', range_capped: '%{from}–%{to} of more than %{count}', total_capped: 'more than %{count}',
      required: '%{label} is required',
    },
  },
};
