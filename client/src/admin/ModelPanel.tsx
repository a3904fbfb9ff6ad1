import { NavLink, ScrollArea, Stack, Switch, Text } from '@mantine/core';
import { useLocalStorage } from '@mantine/hooks';
import { useMemo, useState } from 'react';
import { AdminLink } from './AdminLink';
import { useAdminText } from './admin-text';
import { type AdminModel, groupByModule, moduleLabel, shortLabel } from './model-metadata';
import { modelPath } from './admin-paths';
import { SearchInput } from './inputs/SearchInput';

interface ModelPanelProps {
  models: readonly AdminModel[];
  selected?: string;
  onNavigate?: () => void;
}

/** Where the "Show system models" switch is remembered, per browser. */
const SYSTEM_SHOWN_KEY = 'admin.showSystemModels';

/**
 * A model a shop owner runs the shop with. Join tables (pages to layouts, products to files)
 * are reached from their parent's form, where they are filtered by it; the server's own tables
 * (sessions, nonces, the mail queue) are nobody's content. Both are listed when asked.
 */
const isContentModel = (model: AdminModel) => !model.isRelation && !model.system;

/**
 * The left panel: models alphabetically, grouped by module (a module with no model listed is
 * not), with a filter by name. System models and join tables are listed only when the switch
 * asks for them (remembered in this browser), or when open.
 */
export function ModelPanel({ models, selected, onNavigate }: ModelPanelProps) {
  const text = useAdminText();
  const [query, setQuery] = useState('');
  const [systemShown, setSystemShown] = useLocalStorage({ key: SYSTEM_SHOWN_KEY, defaultValue: false, getInitialValueInEffect: false });
  const groups = useMemo(() => {
    const needle = query.trim().toLowerCase();
    const listed = models.filter(
      (model) => (systemShown || isContentModel(model) || model.name === selected) && (!needle || model.label.toLowerCase().includes(needle)),
    );
    return groupByModule(listed);
  }, [models, query, systemShown, selected]);

  return (
    // The navbar's rest below its screen links (Orders, New product): a height of 100% pushed the
    // list's end below the screen, where its last models could not be scrolled to.
    <Stack gap="xs" style={{ flex: 1, minHeight: 0 }}>
      <SearchInput label={text.findModel} value={query} onChange={setQuery} />
      <Switch
        label={text.showSystemModels}
        checked={systemShown}
        onChange={(event) => setSystemShown(event.currentTarget.checked)}
        size="sm"
        px="xs"
        data-show-system-models
      />
      <ScrollArea style={{ flex: 1 }} type="auto" offsetScrollbars>
        <nav aria-label={text.models} data-model-panel>
          {groups.map((group) => (
            <Stack key={group.module} gap={0} mb="sm" data-module-group={group.module}>
              <Text size="xs" fw={700} c="dimmed" tt="uppercase" px="xs" py={4}>
                {moduleLabel(group.module)}
              </Text>
              {group.models.map((model) => (
                <NavLink
                  key={model.name}
                  component={AdminLink}
                  to={modelPath(model.name)}
                  label={shortLabel(model)}
                  active={model.name === selected}
                  onClick={onNavigate}
                  variant="light"
                  fz="sm"
                  py={4}
                  c={model.isRelation ? 'dimmed' : undefined}
                  data-model-link={model.name}
                  aria-current={model.name === selected ? 'page' : undefined}
                />
              ))}
            </Stack>
          ))}
        </nav>
      </ScrollArea>
    </Stack>
  );
}
