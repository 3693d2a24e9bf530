import { PlaceholderPage } from '@kola/app-shell';

/** /user/downlines: direct downlines and all downlines (docs/screens/member.md#downlines). */
export function DownlinesPage() {
  return (
    <PlaceholderPage
      title="Downlines"
      comingSoon="Cards for your direct downlines and a table of everyone in your network with their package and direct-downline count."
    />
  );
}
