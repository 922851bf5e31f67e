// kubernetes-models' validate() checks types and required fields but lets unknown fields through (the
// Kubernetes schemas allow them), so a misspelt `readinesProbe` would pass and be silently dropped by the
// cluster. Its TypeScript interfaces describe the same API exactly, so each manifest is type-checked as an
// object literal of its kind's interface: TypeScript's excess-property check names every unknown field.
import ts from 'typescript';
import { join } from 'node:path';
import type { Manifest } from './deployment-files.js';

export function unknownFieldProblems(manifests: Manifest[], repoRoot: string): string[] {
  // A file that exists only in memory, placed in the repository so that `kubernetes-models` resolves.
  const checkFile = join(repoRoot, 'infra', '__manifest-field-check__.ts');
  const source = manifests
    .map(
      ({ doc }, i) =>
        `import type { I${doc.kind} as Kind${i} } from 'kubernetes-models/${doc.apiVersion}';\nexport const manifest${i}: Kind${i} = ${JSON.stringify(doc)};`,
    )
    .join('\n');
  const options: ts.CompilerOptions = {
    strict: true,
    noEmit: true,
    skipLibCheck: true,
    target: ts.ScriptTarget.ES2022,
    module: ts.ModuleKind.NodeNext,
    moduleResolution: ts.ModuleResolutionKind.NodeNext,
    types: [],
  };
  const host = ts.createCompilerHost(options);
  const readFile = host.readFile.bind(host);
  const getSourceFile = host.getSourceFile.bind(host);
  host.readFile = (fileName) => (fileName === checkFile ? source : readFile(fileName));
  host.fileExists = (fileName) => fileName === checkFile || ts.sys.fileExists(fileName);
  host.getSourceFile = (fileName, language, onError) =>
    fileName === checkFile
      ? ts.createSourceFile(fileName, source, language)
      : getSourceFile(fileName, language, onError);
  const program = ts.createProgram([checkFile], options, host);
  return ts.getPreEmitDiagnostics(program).map((diagnostic) => {
    const message = ts.flattenDiagnosticMessageText(diagnostic.messageText, ' ');
    if (diagnostic.file?.fileName !== checkFile || diagnostic.start === undefined) return message;
    // Two lines per manifest: the import, then the literal.
    const line = diagnostic.file.getLineAndCharacterOfPosition(diagnostic.start).line;
    const { file, doc } = manifests[Math.floor(line / 2)]!;
    return `infra/k8s/${file} (${doc.kind} ${doc.metadata?.name}): ${message}`;
  });
}
