import { PlaceholderPage } from '@kola/app-shell';

/** /user/genealogy: the Network Structure tree (docs/screens/member.md#genealogy). */
export function GenealogyPage() {
  return (
    <PlaceholderPage
      title="Genealogy"
      comingSoon="Network Structure: an organisation chart of your direct downlines."
    />
  );
}
