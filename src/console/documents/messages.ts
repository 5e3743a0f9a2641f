/** Labels of the printable documents (document service, docs/adding-a-document.md). */
export const documentMessages = {
  rx: {
    documents: {
      print_summary: 'Print summary',
      preparing: 'Preparing PDF…',
      not_found: 'The document could not be found (it may have been removed or is outside your location).',
      failed: 'The PDF could not be made (HTTP %{status}).',
      saved: '%{name} downloaded',
    },
  },
};
