import { PlaceholderPage } from '@kola/app-shell';

/** /user/genealogy: the Network Structure tree (01 §2). */
export function GenealogyPage() {
  return (
    <PlaceholderPage
      title="Genealogy"
      comingSoon="Network Structure: an organisation chart of your direct downlines."
    />
  );
}
