import { useMutation } from '@tanstack/react-query';
import Download from 'lucide-react/icons/download';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { Button } from '@/components/ui/button';
import { FormAlert } from '@/components/ui/form-alert';
import { errorMessage } from '@/lib/api-client';
import { usePublicConfig } from '@/lib/use-public-config';
import { downloadMyData } from '../api/personal-data.api';
import { DeleteAccountDialog } from './delete-account-dialog';

const LINK = 'font-medium text-amber-800 underline';
const HEADING = 'font-semibold text-stone-900';
const DOWNLOAD_FAILED = 'Your data could not be downloaded. Please try again.';

/** Who answers complaints about personal data: the officer this deployment names, or where to find them. */
function GrievanceOfficer() {
  const officer = usePublicConfig().data?.grievanceOfficer;
  if (!officer) {
    return (
      <p>
        Questions or complaints about your data go to our{' '}
        <Link to="/grievance" className={LINK}>
          Grievance Officer
        </Link>
        .
      </p>
    );
  }
  return (
    <p>
      Questions or complaints about your data go to our Grievance Officer, {officer.name} ({officer.designation}):{' '}
      <a href={`mailto:${officer.email}`} className={LINK}>
        {officer.email}
      </a>
      , {officer.phone}.
    </p>
  );
}

interface DeleteAccountProps {
  email: string;
  /** The account is gone: the server's sentence, to show where the shopper lands. */
  onDeleted: (message: string) => void;
}

/** 'Delete my account': what deleting does and what stays, in plain words, and the button that asks for proof. */
function DeleteAccount({ email, onDeleted }: DeleteAccountProps) {
  const [asking, setAsking] = useState(false);
  return (
    <div className="space-y-3 border-t border-amber-100 pt-4">
      <h3 className={HEADING}>Delete my account</h3>
      <p>
        Your e-mail, name, phone, password, saved addresses and cart are erased at once, and you are signed out
        everywhere. Your orders and reviews stay, as by &lsquo;Former customer&rsquo;; invoices are kept, with your name
        on them, for the period the GST law sets. While an order is on its way or a problem you reported is open, your
        account cannot be deleted yet.
      </p>
      <Button variant="outline" onClick={() => setAsking(true)}>
        Delete my account
      </Button>
      {asking ? <DeleteAccountDialog email={email} onClose={() => setAsking(false)} onDeleted={onDeleted} /> : null}
    </div>
  );
}

/**
 * The account's 'Your data' section (Digital Personal Data Protection Act 2023): what Thindi holds about the
 * shopper, why, who it goes to and for how long, a button that saves a copy of all of it as a JSON file, and the way
 * to delete the account.
 */
export function YourDataSection({ email, onDeleted }: DeleteAccountProps) {
  const download = useMutation({ mutationFn: downloadMyData });
  return (
    <div className="space-y-4 text-stone-700">
      <div>
        <h3 className={HEADING}>What we keep</h3>
        <p>
          Your account (name, e-mail, phone and e-mail choices), your saved addresses, your orders and their invoices,
          the problems you report with an order, your reviews and your cart.
        </p>
      </div>
      <div>
        <h3 className={HEADING}>Why</h3>
        <p>
          To deliver your orders, to invoice them as GST law requires, to answer your complaints and problem reports,
          and to show your reviews to other shoppers.
        </p>
      </div>
      <div>
        <h3 className={HEADING}>Who we share it with</h3>
        <p>
          The seller of each order gets the name, address and phone it is delivered to, and so does the courier who
          carries it.
        </p>
      </div>
      <div>
        <h3 className={HEADING}>How long</h3>
        <p>
          Invoices are kept for as long as GST law requires: 72 months (six years) from the date the year&apos;s annual
          GST return is due (section 36 of the CGST Act), which comes to about seven to eight years after you buy.
        </p>
      </div>
      <GrievanceOfficer />
      <div className="flex flex-wrap items-center gap-3 border-t border-amber-100 pt-4">
        <Button variant="outline" onClick={() => download.mutate()} disabled={download.isPending}>
          <Download className="h-4 w-4" aria-hidden="true" />
          {download.isPending ? 'Preparing your file…' : 'Download my data'}
        </Button>
        <span className="text-sm text-stone-600">A JSON file with everything listed above.</span>
      </div>
      {download.isError ? <FormAlert message={errorMessage(download.error, DOWNLOAD_FAILED)} /> : null}
      <DeleteAccount email={email} onDeleted={onDeleted} />
    </div>
  );
}
