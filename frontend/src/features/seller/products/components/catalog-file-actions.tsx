import Download from 'lucide-react/icons/download';
import Upload from 'lucide-react/icons/upload';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-alert';
import { errorMessage } from '@/lib/api-client';
import { sellerCatalogApi } from '../api/seller-catalog.api';
import { CatalogImportDialog } from './catalog-import-dialog';

const DOWNLOAD_FAILED = 'Could not download your catalogue. Please try again.';

/** The seller's catalogue as a file: 'Download CSV' saves it, one row per pack; 'Upload CSV' loads one back. */
export function CatalogFileActions() {
  const [downloading, setDownloading] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [importing, setImporting] = useState(false);
  const download = async () => {
    setDownloading(true);
    setFailure(null);
    try {
      await sellerCatalogApi.downloadCatalogue();
    } catch (error) {
      setFailure(errorMessage(error, DOWNLOAD_FAILED));
    } finally {
      setDownloading(false);
    }
  };
  return (
    <div className="space-y-2">
      <div className="flex flex-wrap gap-2">
        <Button variant="outline" size="sm" disabled={downloading} onClick={() => void download()}>
          <Download className="h-4 w-4" aria-hidden="true" />
          {downloading ? 'Downloading...' : 'Download CSV'}
        </Button>
        <Button variant="outline" size="sm" onClick={() => setImporting(true)}>
          <Upload className="h-4 w-4" aria-hidden="true" />
          Upload CSV
        </Button>
      </div>
      <FormAlert message={failure} />
      {importing ? <CatalogImportDialog onClose={() => setImporting(false)} /> : null}
    </div>
  );
}
