// Offline validation of the deployment files against the schemas their tools use: docker-compose.yml against
// the Compose Specification's JSON schema (vendored in infra/schema/, see its README), every manifest under
// infra/k8s against the Kubernetes API's schemas (kubernetes-models' classes, one per apiVersion and kind).
import { describe, expect, it } from '@jest/globals';
import { Ajv } from 'ajv';
import addFormatsModule from 'ajv-formats';
import { join } from 'node:path';
import { infraDir, loadCompose, loadManifests, read, repoRoot, type Obj } from './testing/deployment-files.js';
import { unknownFieldProblems } from './testing/kubernetes-field-check.js';

// ajv-formats is CommonJS: its default export arrives wrapped when imported from ESM.
const addFormats = (addFormatsModule as unknown as { default?: typeof addFormatsModule }).default ?? addFormatsModule;

describe('docker-compose.yml', () => {
  // ajv knows draft-07 under its canonical "http://json-schema.org/draft-07/schema#"; the vendored file names
  // it by its https address, which changes nothing in what it means.
  const { $schema: _draft, ...composeSpec } = JSON.parse(read(join(infraDir, 'schema/compose-spec.json'))) as Obj;
  const ajv = new Ajv({ allErrors: true, strict: false });
  addFormats(ajv);
  const validateCompose = ajv.compile(composeSpec);

  it('follows the Compose Specification', () => {
    const valid = validateCompose(loadCompose());
    expect(validateCompose.errors ?? []).toEqual([]);
    expect(valid).toBe(true);
  });

  it('the schema check catches a misspelt service key (so the test above can fail)', () => {
    const compose = loadCompose();
    compose.services.api.helthcheck = compose.services.api.healthcheck;
    expect(validateCompose(compose)).toBe(false);
    expect(validateCompose.errors?.map((e) => e.params)).toContainEqual({ additionalProperty: 'helthcheck' });
  });
});

interface KubernetesModel {
  validate(): void;
}
type ModelClass = new (data: Obj) => KubernetesModel;

/** kubernetes-models has one module per apiVersion ("v1", "apps/v1", "policy/v1"...), one class per kind. */
async function modelFor(apiVersion: string, kind: string): Promise<ModelClass> {
  const group = (await import(`kubernetes-models/${apiVersion}`)) as Record<string, ModelClass | undefined>;
  const model = group[kind];
  if (!model) throw new Error(`kubernetes-models has no ${kind} in ${apiVersion}`);
  return model;
}

describe('Kubernetes manifests', () => {
  const manifests = loadManifests();

  it('are found (the defaults and the try-out overlay)', () => {
    expect(manifests.length).toBeGreaterThan(10);
    expect(manifests.some((m) => m.file.startsWith('try-out/'))).toBe(true);
  });

  it.each(manifests.map((m) => [`${m.file}: ${m.doc.kind} ${m.doc.metadata?.name}`, m] as const))(
    '%s is valid against the Kubernetes schema',
    async (_, { doc }) => {
      const Model = await modelFor(doc.apiVersion, doc.kind);
      expect(() => new Model(doc).validate()).not.toThrow();
    },
  );

  it('the schema check catches a wrong type and a missing required field (so the tests above can fail)', async () => {
    const deployment = manifests.find((m) => m.doc.kind === 'Deployment')!.doc;
    const Deployment = await modelFor('apps/v1', 'Deployment');
    expect(() => new Deployment({ ...deployment, spec: { ...deployment.spec, replicas: 'two' } }).validate()).toThrow(
      /replicas/,
    );
    const { selector: _selector, ...withoutSelector } = deployment.spec;
    expect(() => new Deployment({ ...deployment, spec: withoutSelector }).validate()).toThrow(/selector/);
  });

  it('no manifest has a field the Kubernetes API does not know (kubernetes-models types, excess-property check)', () => {
    expect(unknownFieldProblems(manifests, repoRoot)).toEqual([]);
  }, 120_000);

  it('the field check names a misspelt field (so the test above can fail)', () => {
    const deployment = manifests.find((m) => m.doc.kind === 'Deployment')!;
    const container = { ...deployment.doc.spec.template.spec.containers[0], readinesProbe: {} };
    const misspelt = {
      ...deployment.doc,
      spec: {
        ...deployment.doc.spec,
        template: {
          ...deployment.doc.spec.template,
          spec: { ...deployment.doc.spec.template.spec, containers: [container] },
        },
      },
    };
    const problems = unknownFieldProblems([{ file: deployment.file, doc: misspelt }], repoRoot);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(/readinesProbe/);
  }, 120_000);
});
