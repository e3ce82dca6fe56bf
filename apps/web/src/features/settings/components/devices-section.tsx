/**
 * Settings › Security › signed-in devices: browser and system in Vietnamese, IP address and last
 * activity, "this device" marked; sign out one device, or every device but this one.
 */
import type { DeviceSessionDto } from '@app/contracts';
import { useQuery } from '@tanstack/react-query';
import { Alert } from '../../../components/ui/alert.tsx';
import { Button } from '../../../components/ui/button.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { errorMessage } from '../../../lib/api-error.ts';
import { devicesQuery, useRevokeDevice, useRevokeOtherDevices } from '../api/account.ts';
import { useTimedMessage } from '../hooks/use-timed-message.ts';
import { deviceLabel } from '../lib/user-agent.ts';
import { FormMessage, Section } from './section.tsx';
import { useDates } from '../../../i18n/dates.ts';
import { useT } from '../../../i18n/i18n.tsx';

function DeviceRow({
  device,
  busy,
  onSignOut,
}: {
  device: DeviceSessionDto;
  busy: boolean;
  onSignOut: () => void;
}) {
  const t = useT();
  const dates = useDates();
  const label = deviceLabel(device.userAgent);
  return (
    <li
      className="flex flex-wrap items-center justify-between gap-3 py-3"
      data-testid="device"
      data-current={device.current}
    >
      <div className="min-w-0">
        <p className="flex flex-wrap items-center gap-2 font-semibold">
          <span>{label}</span>
          {device.current ? (
            <span className="rounded-full bg-blue-100 px-2.5 py-0.5 text-xs font-semibold text-blue-800 dark:bg-blue-950 dark:text-blue-200">
              {t('settings.devices.thisDevice')}
            </span>
          ) : null}
        </p>
        <p className="text-sm text-slate-600 dark:text-slate-400">
          {device.ipAddress
            ? t('settings.devices.ip', { ip: device.ipAddress })
            : t('settings.devices.unknownIp')}{' '}
          ·{' '}
          {t('settings.devices.lastActive', {
            when: dates.relative(device.lastActiveAt),
          })}
        </p>
      </div>
      {device.current ? null : (
        <Button
          variant="secondary"
          onClick={onSignOut}
          disabled={busy}
          aria-label={t('settings.devices.signOutDevice', { device: label })}
        >
          {t('settings.devices.signOut')}
        </Button>
      )}
    </li>
  );
}

export function DevicesSection() {
  const t = useT();
  const devices = useQuery(devicesQuery());
  const revoke = useRevokeDevice();
  const revokeOthers = useRevokeOtherDevices();
  const message = useTimedMessage();
  const others = devices.data?.filter((device) => !device.current).length ?? 0;

  const signOut = (id: string) =>
    revoke.mutate(id, {
      onSuccess: () => message.show('success', t('settings.devices.signedOutOne')),
      onError: (error) => message.show('error', errorMessage(error)),
    });
  const signOutOthers = () =>
    revokeOthers.mutate(undefined, {
      onSuccess: () => message.show('success', t('settings.devices.signedOutOthers')),
      onError: (error) => message.show('error', errorMessage(error)),
    });

  return (
    <Section title={t('settings.devices.title')} intro={t('settings.devices.intro')}>
      {devices.isPending ? (
        <Spinner label={t('common.loading')} className="py-6" />
      ) : devices.isError ? (
        <Alert tone="error">
          {t('settings.devices.loadFailed')} {errorMessage(devices.error)}{' '}
          <button
            type="button"
            className="font-semibold underline"
            onClick={() => void devices.refetch()}
          >
            {t('common.retry')}
          </button>
        </Alert>
      ) : (
        <>
          <ul className="divide-y divide-slate-200 dark:divide-slate-800">
            {devices.data.map((device) => (
              <DeviceRow
                key={device.id}
                device={device}
                busy={revoke.isPending && revoke.variables === device.id}
                onSignOut={() => signOut(device.id)}
              />
            ))}
          </ul>
          {others > 0 ? (
            <Button
              variant="danger"
              className="mt-4"
              onClick={signOutOthers}
              disabled={revokeOthers.isPending}
            >
              {revokeOthers.isPending
                ? t('settings.devices.signingOut')
                : t('settings.devices.signOutOthers')}
            </Button>
          ) : (
            <p className="mt-2 text-sm text-slate-600 dark:text-slate-400">
              {t('settings.devices.onlyThis')}
            </p>
          )}
        </>
      )}
      <FormMessage message={message.message} />
    </Section>
  );
}
