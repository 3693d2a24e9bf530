import { PlaceholderPage } from '../../layouts/PlaceholderPage';

/** /user/profile: My Profile and Bank Details (01 §2). */
export function ProfilePage() {
  return (
    <PlaceholderPage
      title="Profile"
      comingSoon="My Profile: your details and photo, your upline and the package upgrade. Bank Details: the account your withdrawals are paid into."
    />
  );
}
