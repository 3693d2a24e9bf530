#!/usr/bin/env node
// Proves the layer rules bite: lints imports that break them (without writing files) and
// fails unless ESLint reports each one, and an allowed import stays clean.
import { ESLint } from 'eslint';

const cases = [
  {
    file: 'libs/domain/src/__probe.ts',
    code: "import React from 'react';\nexport const x = React;\n",
    expect: 'error',
  },
  {
    file: 'libs/domain/src/__probe.ts',
    code: "import { Button } from '@kola/ui';\nexport const x = Button;\n",
    expect: 'error',
  },
  {
    file: 'libs/ui/src/__probe.ts',
    code: "import { createApiClient } from '@kola/api';\nexport const x = createApiClient;\n",
    expect: 'error',
  },
  { file: 'libs/ui/src/__probe.ts', code: "import pg from 'pg';\nexport const x = pg;\n", expect: 'error' },
  {
    file: 'apps/api/src/__probe.ts',
    code: "import { Button } from '@kola/ui';\nexport const x = Button;\n",
    expect: 'error',
  },
  {
    file: 'libs/api/src/__probe.ts',
    code: "import { Button } from '@kola/ui';\nexport const x = Button;\n",
    expect: 'error',
  },
  {
    file: 'libs/ui/src/__probe.ts',
    code: "import { formatNaira } from '@kola/domain';\nexport const x = formatNaira;\n",
    expect: 'clean',
  },
  {
    file: 'apps/member-web/src/__probe.ts',
    code: "import { formatNaira } from '@kola/domain';\nimport { tokenStore } from '@kola/api';\nexport const x = [formatNaira, tokenStore];\n",
    expect: 'clean',
  },
  {
    file: 'libs/ui/src/__probe.ts',
    code: "import { AppProviders } from '@kola/app-shell';\nexport const x = AppProviders;\n",
    expect: 'error',
  },
  {
    file: 'libs/api/src/__probe.ts',
    code: "import { AppProviders } from '@kola/app-shell';\nexport const x = AppProviders;\n",
    expect: 'error',
  },
  {
    file: 'apps/api/src/__probe.ts',
    code: "import { AppProviders } from '@kola/app-shell';\nexport const x = AppProviders;\n",
    expect: 'error',
  },
  {
    file: 'libs/app-shell/src/__probe.ts',
    code: "import { memberShell } from '@kola/member-web/src/shell';\nexport const x = memberShell;\n",
    expect: 'error',
  },
  {
    file: 'libs/app-shell/src/__probe.ts',
    code: "import pg from 'pg';\nexport const x = pg;\n",
    expect: 'error',
  },
  {
    file: 'libs/app-shell/src/__probe.ts',
    code: "import { tokenStore } from '@kola/api';\nimport { Button } from '@kola/ui';\nimport { formatNaira } from '@kola/domain';\nexport const x = [tokenStore, Button, formatNaira];\n",
    expect: 'clean',
  },
  {
    file: 'apps/admin-web/src/__probe.ts',
    code: "import { createAppShell } from '@kola/app-shell';\nimport { createRenderApp } from '@kola/app-shell/testing';\nexport const x = [createAppShell, createRenderApp];\n",
    expect: 'clean',
  },
];

const eslint = new ESLint();
let failed = 0;
for (const c of cases) {
  const [result] = await eslint.lintText(c.code, { filePath: c.file });
  const boundary = result.messages.filter((m) => m.ruleId === '@nx/enforce-module-boundaries');
  const ok = c.expect === 'error' ? boundary.length > 0 : boundary.length === 0;
  if (!ok) failed += 1;
  console.log(
    `${ok ? 'ok  ' : 'FAIL'} ${c.file}: ${c.code.split('\n')[0]} → ${boundary.length ? boundary[0].message.split('\n')[0] : 'clean'}`,
  );
}
if (failed) {
  console.error(`${failed} module-boundary case(s) did not behave`);
  process.exit(1);
}
